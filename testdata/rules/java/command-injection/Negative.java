package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafePing extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String host = request.getParameter("host");
        Runtime.getRuntime().exec("ls -l");
        java.util.List<String> args = new java.util.ArrayList<String>();
        args.add("ping");
        args.add(host);
        args.add("-c1");
        args.remove(1);
        String arg = args.get(1);
        Runtime.getRuntime().exec(new String[] {"ping", arg});
        if (!java.util.Arrays.asList("a.example.com", "b.example.com").contains(host)) {
            return;
        }
        new ProcessBuilder("ping", "-c", "1", host).start();
    }

    void list(String dir) throws Exception {
        // One argument per element: no shell reads the directory's name.
        Runtime.getRuntime().exec(new String[] {"ls", "-l", "--", "./" + dir});
        new ProcessBuilder("git", "log", "--author=" + dir).start();
        new ProcessBuilder("sh", "-c", "ls \"$1\"", "sh", dir).start();
    }

    void f(Executor executor, String b) {
        executor.exec("a" + b);
    }

    interface Executor { void exec(String s); }
}
