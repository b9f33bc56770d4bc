import android.content.Intent

class LoginService : Service() {
    fun onLoggedIn(token: String) {
        val intent = Intent("com.example.LOGIN_COMPLETE")
        intent.putExtra("auth_token", token)
        intent.setPackage(packageName)
        sendBroadcast(intent)
    }

    fun withPermission(token: String) {
        val intent = Intent("com.example.LOGIN_COMPLETE")
        intent.putExtra("auth_token", token)
        sendBroadcast(intent, "com.example.permission.RECEIVE_LOGIN")
    }

    fun explicit(token: String) {
        val intent = Intent(this, TokenReceiver::class.java)
        intent.putExtra("auth_token", token)
        sendBroadcast(intent)
    }

    fun progress(percent: Int) {
        val intent = Intent("com.example.PROGRESS")
        intent.putExtra("percent", percent)
        sendBroadcast(intent)
    }
}
