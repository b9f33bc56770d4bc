package example;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// Removing only some line breaks, or only some of the time, leaves a
// header open to a second line.
public class LineBreaks {
    void headers(HttpServletRequest request, HttpServletResponse response) {
        String lang = request.getParameter("lang");
        response.setHeader("Content-Language", lang.replaceAll("\r\n", "")); // want "java/header-injection"
        response.setHeader("X-A", lang.replace("\r", "")); // want "java/header-injection"
        response.setHeader("X-B", lang.replaceFirst("[\\r\\n]", "")); // want "java/header-injection"
        response.setHeader("X-C", lang.replaceAll("^[\\r\\n]", "")); // want "java/header-injection"
        response.setHeader("X-D", lang.replaceAll("[\\r\\n]", "$0")); // want "java/header-injection"
        response.setHeader("X-E", lang.replaceAll("[^\\r\\n]", "")); // want "java/header-injection"
        response.setHeader("X-F", lang.replaceAll("[\\r\\n]", request.getParameter("sep"))); // want "java/header-injection"
        response.setHeader("X-G", lang.replace('\n', ' ')); // want "java/header-injection"
        String noCr = lang.replace("\r", "");
        response.setHeader("X-H", noCr.replaceAll("a", "b")); // want "java/header-injection"
        String back = noCr.replace("\n", "").replaceAll("(.)", "$1\r");
        response.setHeader("X-I", back); // want "java/header-injection"
    }
}
