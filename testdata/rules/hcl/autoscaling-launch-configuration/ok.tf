resource "aws_autoscaling_group" "workers" {
  name                = "workers"
  max_size            = 4
  min_size            = 1
  vpc_zone_identifier = var.private_subnets
  launch_template {
    id      = aws_launch_template.workers.id
    version = "$Latest"
  }
}
