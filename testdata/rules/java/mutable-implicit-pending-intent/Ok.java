import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

class Notifications {
    PendingIntent open(Context ctx) {
        return PendingIntent.getActivity(ctx, 0, new Intent(ctx, MainActivity.class), PendingIntent.FLAG_IMMUTABLE);
    }

    PendingIntent explicitMutable(Context ctx) {
        return PendingIntent.getActivity(ctx, 0, new Intent(ctx, ReplyActivity.class), PendingIntent.FLAG_MUTABLE);
    }

    PendingIntent immutable(Context ctx) {
        return PendingIntent.getBroadcast(ctx, 1, new Intent("com.example.ACTION_SYNC"), PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
