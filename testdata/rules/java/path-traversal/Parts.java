package example;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.Part;

public class Parts {
    void upload(Part part) throws Exception {
        part.write("/srv/uploads/" + part.getSubmittedFileName()); // want "java/path-traversal"
    }
}
