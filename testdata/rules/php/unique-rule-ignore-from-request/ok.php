<?php
use Illuminate\Validation\Rule;

class UpdateUser
{
    public function rules(Request $request)
    {
        return [
            'email' => [Rule::unique('users')->ignore($request->user()->id)],
            'slug' => [Rule::unique('posts')->ignore($this->post)],
        ];
    }
}
