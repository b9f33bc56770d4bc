class Store {
  void save(Context ctx) throws IOException {
    SharedPreferences p = ctx.getSharedPreferences("prefs", Context.MODE_PRIVATE);
  }
}
