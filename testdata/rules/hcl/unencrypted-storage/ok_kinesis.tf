resource "aws_kinesis_stream" "events" {
  name            = "events"
  shard_count     = 1
  encryption_type = "KMS"
  kms_key_id      = "alias/aws/kinesis"
}
