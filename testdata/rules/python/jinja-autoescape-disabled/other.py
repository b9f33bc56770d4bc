from simpy import Environment

env = Environment()
