import tensorflow as tf

x = tf.Variable(tf.zeros([3]))
with tf.compat.v1.Session() as sess:
    sess.run(x)
