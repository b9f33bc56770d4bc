import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

class Loader {
    String load(Path p) throws IOException {
        try {
            return Files.readString(p);
        } catch (IOException e) /* want "java/catch-rethrow-only" */ {
            throw e;
        }
    }
}
