class Servlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
    try { handle(request); } catch (Exception e) {
      e.printStackTrace(response.getWriter()); // want "java/stack-trace-to-response"
    }
  }
}
