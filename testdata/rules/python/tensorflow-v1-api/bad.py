import tensorflow as tf

x = tf.placeholder(tf.float32, shape=[None, 3])  # want "python/tensorflow-v1-api"
with tf.Session() as sess:  # want "python/tensorflow-v1-api"
    sess.run(x)
