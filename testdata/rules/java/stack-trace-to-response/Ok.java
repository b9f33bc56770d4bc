class Servlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
    try { handle(request); } catch (Exception e) {
      log.error("request failed", e);
      response.sendError(500);
    }
  }
}
