fun login(user: String, password: String, token: String) {
    Log.d(TAG, "login $user")
    Log.i(TAG, "token present: ${token.isNotEmpty()}")
    println("Enter password")
    Log.w(TAG, "bad password for $user")
}
