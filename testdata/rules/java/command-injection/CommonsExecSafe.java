package example;

import javax.servlet.http.HttpServletRequest;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecutor;

public class CommonsExecSafe {
    // a fixed program, the value one argument of its own
    void convert(HttpServletRequest request) throws Exception {
        CommandLine cmd = new CommandLine("convert");
        cmd.addArgument(request.getParameter("file"), false);
        cmd.addArgument("out.png");
        new DefaultExecutor().execute(cmd);
    }

    void fixed() throws Exception {
        new DefaultExecutor().execute(CommandLine.parse("git --version"));
    }
}
