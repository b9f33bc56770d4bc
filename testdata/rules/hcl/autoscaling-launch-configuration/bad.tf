resource "aws_autoscaling_group" "workers" { # want "hcl/autoscaling-launch-configuration"
  name                 = "workers"
  max_size             = 4
  min_size             = 1
  vpc_zone_identifier  = var.private_subnets
  launch_configuration = aws_launch_configuration.workers.name
}
