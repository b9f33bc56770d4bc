class Handle {
  @Override
  protected void finalize() throws Throwable { // want "java/finalize-override"
    close();
  }
}
