import java.io.IOException;
import java.io.InputStream;

class Ok {
    byte[] header(InputStream in) throws IOException {
        byte[] buf = new byte[16];
        int n = in.read(buf);
        if (n < buf.length) {
            throw new IOException("short header");
        }
        in.readNBytes(buf, 0, 16);
        return buf;
    }

    void load(InputStream in, org.dom4j.io.SAXReader saxReader) throws Exception {
        saxReader.read(in);
    }
}
