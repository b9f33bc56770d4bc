fun save(context: Context) {
    val prefs = context.getSharedPreferences("prefs", Context.MODE_WORLD_READABLE) // want "kotlin/world-accessible-file-mode"
    context.openFileOutput("data.txt", MODE_WORLD_WRITEABLE).use { it.write(bytes) } // want "kotlin/world-accessible-file-mode"
}
