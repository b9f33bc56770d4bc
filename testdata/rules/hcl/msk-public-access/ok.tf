resource "aws_msk_cluster" "events" {
  cluster_name  = "events"
  kafka_version = "3.5.1"
  broker_node_group_info {
    instance_type = "kafka.m5.large"
    connectivity_info {
      public_access {
        type = "DISABLED"
      }
    }
  }
}
