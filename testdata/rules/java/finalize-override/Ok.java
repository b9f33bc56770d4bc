class Handle implements AutoCloseable {
  @Override
  public void close() { release(); }
}
