resource "aws_lb" "web" {
  name               = "web"
  load_balancer_type = "application"
  access_logs {
    bucket  = aws_s3_bucket.logs.id
    enabled = true
  }
}

resource "aws_mq_broker" "events" {
  broker_name        = "events"
  engine_type        = "ActiveMQ"
  engine_version     = "5.17.6"
  host_instance_type = "mq.t3.micro"
  logs {
    general = true
    audit   = true
  }
}

resource "azurerm_network_watcher_flow_log" "nsg" {
  network_watcher_name      = azurerm_network_watcher.main.name
  resource_group_name       = azurerm_resource_group.main.name
  network_security_group_id = azurerm_network_security_group.web.id
  storage_account_id        = azurerm_storage_account.logs.id
  enabled                   = true
}

# A lifecycle rule that is off is not about logging.
resource "aws_s3_bucket_lifecycle_configuration" "logs" {
  bucket = aws_s3_bucket.logs.id
  rule {
    id     = "expire"
    status = "Disabled"
  }
}

resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  monitoring_service = "monitoring.googleapis.com/kubernetes"
}

resource "aws_ec2_client_vpn_endpoint" "vpn" {
  server_certificate_arn = aws_acm_certificate.vpn.arn
  client_cidr_block      = "10.100.0.0/16"
  connection_log_options {
    enabled              = true
    cloudwatch_log_group = aws_cloudwatch_log_group.vpn.name
  }
}
