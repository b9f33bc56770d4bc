fun login(user: String, password: String, token: String) {
    Log.d(TAG, "login $user with $password") // want "kotlin/secret-logged"
    Log.i(TAG, "token=" + token) // want "kotlin/secret-logged"
    println(password) // want "kotlin/secret-logged"
}
