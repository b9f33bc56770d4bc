<?php
use Illuminate\Validation\Rule;

class UpdateUser
{
    public function rules(Request $request)
    {
        return [
            'email' => [Rule::unique('users')->ignore($request->input('user_id'))], // want "php/unique-rule-ignore-from-request"
        ];
    }
}
