fun save(context: Context, password: String) {
    val prefs = context.getSharedPreferences("auth", Context.MODE_PRIVATE)
    prefs.edit().putString("password", password).apply() // want "kotlin/secret-in-shared-preferences"
    prefs.edit().putString("auth_token", tokenOf(password)).apply() // want "kotlin/secret-in-shared-preferences"
}
