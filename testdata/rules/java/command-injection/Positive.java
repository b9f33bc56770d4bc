package example;

import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.ws.rs.POST;
import javax.ws.rs.FormParam;

public class PingServlet extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String host = request.getParameter("host");
        Runtime.getRuntime().exec("ping -c 1 " + host); // want "java/command-injection: OS command injection.*getParameter"
        Runtime rt = Runtime.getRuntime();
        String[] cmd = {"sh", "-c", "nslookup " + host};
        rt.exec(cmd); // want "java/command-injection"
    }

    @POST
    public void convert(@FormParam("file") String file) throws Exception {
        List<String> args = new ArrayList<>();
        args.add("convert");
        args.add(file);
        ProcessBuilder pb = new ProcessBuilder();
        pb.command(args); // want "java/command-injection"
        pb.start();
    }

    void run(String cmd) throws Exception {
        Runtime.getRuntime().exec(String.format("convert %s out.png", cmd)); // want "java/command-injection: Command built by concatenation"
    }

    void shell(String dir) throws Exception {
        Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "ls " + dir}); // want "java/command-injection: Command built by concatenation"
        new ProcessBuilder("cmd.exe", "/c", "dir " + dir).start(); // want "java/command-injection: Command built by concatenation"
    }
}
