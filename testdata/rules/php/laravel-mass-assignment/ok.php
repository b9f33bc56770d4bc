<?php
class User extends Model
{
    protected $fillable = ['name', 'email'];
    protected $guarded = ['is_admin'];
}

class UserController extends Controller
{
    public function store(StoreUserRequest $request)
    {
        $user = User::create($request->validated());
        $user->fill($request->only(['name', 'email']))->save();
        $names = collect($users)->all();
    }

    public function import(Request $request)
    {
        $user = new User($request->validated());
        $list = new Collection($this->items->all());
        $post = new Post(['title' => $request->input('title')]);
    }
}
