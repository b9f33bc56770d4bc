package example;

import java.io.File;
import java.io.FileInputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafeDownload extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String param = request.getParameter("file");
        String bar;
        String guess = "ABC";
        char target = guess.charAt(1);
        switch (target) {
            case 'A':
                bar = param;
                break;
            case 'B':
                bar = "report.txt";
                break;
            default:
                bar = param;
                break;
        }
        FileInputStream in = new FileInputStream(new File("/var/data/", bar));

        String id = String.valueOf(Long.parseLong(request.getParameter("id")));
        new File("/var/data/" + id + ".pdf");

        String fixed = helper(param);
        new File(fixed);
    }

    private String helper(String ignored) {
        return "static.txt";
    }
}
