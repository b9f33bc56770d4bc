import android.content.Intent

class LoginService : Service() {
    fun onLoggedIn(token: String) {
        val intent = Intent("com.example.LOGIN_COMPLETE")
        intent.putExtra("auth_token", token)
        sendBroadcast(intent) // want "kotlin/implicit-broadcast-secret"
    }

    fun share(password: String) {
        val i = Intent(ACTION_CREDENTIALS)
        i.putExtra("password", password)
        applicationContext.sendBroadcast(i) // want "kotlin/implicit-broadcast-secret"
    }
}
