package example;

import java.io.File;
import javax.servlet.http.HttpServletRequest;
import org.springframework.util.ResourceUtils;

public class SpringResourceUtilsSafe {
    File report(HttpServletRequest request) throws Exception {
        String name = request.getParameter("name");
        // the request only chooses among the application's own reports
        String file = "monthly".equals(name) ? "monthly.csv" : "weekly.csv";
        return ResourceUtils.getFile("classpath:reports/" + file);
    }

    boolean isUrl(HttpServletRequest request) {
        return ResourceUtils.isUrl(request.getParameter("location"));
    }
}
