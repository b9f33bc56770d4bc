import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

class Notifications {
    PendingIntent open(Context ctx) {
        return PendingIntent.getActivity(ctx, 0, new Intent(), 0); // want "java/mutable-implicit-pending-intent"
    }

    PendingIntent broadcast(Context ctx) {
        return PendingIntent.getBroadcast(ctx, 1, new Intent("com.example.ACTION_SYNC"), PendingIntent.FLAG_MUTABLE); // want "java/mutable-implicit-pending-intent"
    }

    PendingIntent view(Context ctx) {
        return PendingIntent.getActivity(ctx, 2, new Intent(Intent.ACTION_VIEW), PendingIntent.FLAG_UPDATE_CURRENT); // want "java/mutable-implicit-pending-intent"
    }
}
