package example;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.view.RedirectView;

// A path of this site with the request's id in it: "/items/" + id cannot
// name another host.
public class LocalPathSafe {
    void item(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        resp.sendRedirect("/items/" + req.getParameter("id"));
        resp.setHeader("Location", "/items/" + req.getParameter("id"));
    }

    @GetMapping("/d")
    RedirectView order(@RequestParam String id) {
        return new RedirectView("/orders/" + id);
    }
}

class LocalPathFormat {
    void item(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        resp.sendRedirect(String.format("/items/%s?tab=1", req.getParameter("id")));
    }
}
