<?php
class User extends Model
{
    protected $guarded = []; // want "php/laravel-mass-assignment"
}

class UserController extends Controller
{
    public function store(Request $request)
    {
        Model::unguard(); // want "php/laravel-mass-assignment"
        $user = User::create($request->all()); // want "php/laravel-mass-assignment"
        $user->fill($request->all())->save(); // want "php/laravel-mass-assignment"
    }

    public function import()
    {
        $user = new User(request()->all()); // want "php/laravel-mass-assignment"
        $post = new Post(Input::all()); // want "php/laravel-mass-assignment"
        Comment::create(Request::all()); // want "php/laravel-mass-assignment"
    }

    public function update(Request $request, User $user)
    {
        $draft = new User($request->input()); // want "php/laravel-mass-assignment"
    }
}
