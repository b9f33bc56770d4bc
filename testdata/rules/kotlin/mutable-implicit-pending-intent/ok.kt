import android.app.PendingIntent
import android.content.Context
import android.content.Intent

fun open(ctx: Context): PendingIntent =
    PendingIntent.getActivity(ctx, 0, Intent(ctx, MainActivity::class.java), PendingIntent.FLAG_IMMUTABLE)

fun sync(ctx: Context): PendingIntent =
    PendingIntent.getBroadcast(ctx, 1, Intent("com.example.ACTION_SYNC"), PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
