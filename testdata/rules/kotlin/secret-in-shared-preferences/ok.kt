fun save(context: Context, name: String) {
    val prefs = context.getSharedPreferences("settings", Context.MODE_PRIVATE)
    prefs.edit().putString("username", name).apply()
    prefs.edit().putString("theme", "dark").apply()
}
