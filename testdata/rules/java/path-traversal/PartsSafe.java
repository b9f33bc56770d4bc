package example;

import java.util.UUID;
import javax.servlet.http.Part;

public class PartsSafe {
    void upload(Part part) throws Exception {
        part.write("/srv/uploads/" + UUID.randomUUID() + ".bin");
    }
}
