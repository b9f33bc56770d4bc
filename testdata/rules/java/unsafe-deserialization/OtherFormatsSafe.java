package example;

import com.caucho.hessian.io.Hessian2Input;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FileInputStream;
import javax.servlet.http.HttpServletRequest;

public class OtherFormatsSafe {
    private final ObjectMapper mapper = new ObjectMapper();

    Object read(HttpServletRequest request) throws Exception {
        Hessian2Input local = new Hessian2Input(new FileInputStream("/etc/app/cache.bin"));
        return mapper.readValue(request.getInputStream(), Order.class);
    }
}
