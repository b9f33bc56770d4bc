package example;

import android.content.ContentProvider;
import android.net.Uri;
import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;

public abstract class FilesProvider extends ContentProvider {
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        File dir = getContext().getFilesDir();
        File file = new File(dir, uri.getLastPathSegment());
        try {
            if (!file.getCanonicalPath().startsWith(dir.getCanonicalPath() + File.separator)) {
                throw new IllegalArgumentException("outside the files directory");
            }
        } catch (IOException e) {
            throw new FileNotFoundException(e.getMessage());
        }
        return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    // the segment names a row, not a file
    public String label(Uri uri) {
        return "item " + uri.getLastPathSegment();
    }
}
