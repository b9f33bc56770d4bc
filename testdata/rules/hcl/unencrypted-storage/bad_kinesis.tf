resource "aws_kinesis_stream" "events" { # want "hcl/unencrypted-storage"
  name            = "events"
  shard_count     = 1
  encryption_type = "NONE"
}
