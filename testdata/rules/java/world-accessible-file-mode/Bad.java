class Store {
  void save(Context ctx) throws IOException {
    SharedPreferences p = ctx.getSharedPreferences("prefs", Context.MODE_WORLD_READABLE); // want "java/world-accessible-file-mode"
    FileOutputStream out = ctx.openFileOutput("data", MODE_WORLD_WRITEABLE); // want "java/world-accessible-file-mode"
  }
}
