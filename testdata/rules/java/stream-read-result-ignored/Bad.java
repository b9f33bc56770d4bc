import java.io.IOException;
import java.io.InputStream;

class Bad {
    byte[] header(InputStream in) throws IOException {
        byte[] buf = new byte[16];
        in.read(buf); // want "java/stream-read-result-ignored"
        return buf;
    }
}
