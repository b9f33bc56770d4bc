package example;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Dispatch {
    void show(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String page = request.getParameter("page");
        request.getRequestDispatcher(request.getParameter("view")).forward(request, response); // want "java/path-traversal"
        request.getServletContext().getRequestDispatcher("/pages/" + page).include(request, response); // want "java/path-traversal"
    }
}
