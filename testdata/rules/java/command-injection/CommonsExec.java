package example;

import javax.servlet.http.HttpServletRequest;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecutor;

public class CommonsExec {
    void convert(HttpServletRequest request) throws Exception {
        String file = request.getParameter("file");
        CommandLine cmd = CommandLine.parse("convert " + file + " out.png"); // want "java/command-injection"
        new DefaultExecutor().execute(cmd);
    }

    void tool(HttpServletRequest request) throws Exception {
        CommandLine cmd = new CommandLine(request.getParameter("tool")); // want "java/command-injection"
        new DefaultExecutor().execute(cmd);
    }
}
