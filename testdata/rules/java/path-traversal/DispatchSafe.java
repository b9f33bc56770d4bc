package example;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DispatchSafe {
    void show(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String page = request.getParameter("page");
        request.setAttribute("page", page);
        request.getRequestDispatcher("/WEB-INF/views/show.jsp").forward(request, response);
    }
}
