package example;

import com.caucho.hessian.io.Hessian2Input;
import com.cedarsoftware.util.io.JsonReader;
import com.esotericsoftware.yamlbeans.YamlReader;
import java.io.InputStreamReader;
import javax.servlet.http.HttpServletRequest;

public class OtherFormats {
    Object read(HttpServletRequest request) throws Exception {
        Hessian2Input in = new Hessian2Input(request.getInputStream()); // want "java/unsafe-deserialization"
        Object a = JsonReader.jsonToJava(request.getParameter("json")); // want "java/unsafe-deserialization"
        YamlReader y = new YamlReader(new InputStreamReader(request.getInputStream())); // want "java/unsafe-deserialization"
        return in.readObject();
    }
}
