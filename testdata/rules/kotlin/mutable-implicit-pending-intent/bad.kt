import android.app.PendingIntent
import android.content.Context
import android.content.Intent

fun open(ctx: Context): PendingIntent =
    PendingIntent.getActivity(ctx, 0, Intent(), 0) // want "kotlin/mutable-implicit-pending-intent"

fun sync(ctx: Context): PendingIntent =
    PendingIntent.getBroadcast(ctx, 1, Intent("com.example.ACTION_SYNC"), PendingIntent.FLAG_MUTABLE) // want "kotlin/mutable-implicit-pending-intent"
