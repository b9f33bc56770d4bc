fun save(context: Context) {
    val prefs = context.getSharedPreferences("prefs", Context.MODE_PRIVATE)
    context.openFileOutput("data.txt", Context.MODE_PRIVATE).use { it.write(bytes) }
}
