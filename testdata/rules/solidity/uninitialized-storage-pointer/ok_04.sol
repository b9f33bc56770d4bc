pragma solidity ^0.4.24;

contract Token { function transfer(address to, uint256 v) public returns (bool); }

contract Registry {
    struct Record { address owner; uint256 value; }
    enum State { Open, Closed }
    mapping(bytes32 => Record) records;
    Token token;

    function register(bytes32 id, uint256 value) public {
        Record storage r = records[id];
        r.owner = msg.sender;
        Record memory copy;
        copy.value = value;
        State s;
        s = State.Closed;
        Token t;
        t = token;
        t.transfer(msg.sender, value);
    }
}
