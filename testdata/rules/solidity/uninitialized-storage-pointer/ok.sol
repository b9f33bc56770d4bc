pragma solidity 0.8.24;

contract Registry {
    struct Record { address owner; uint256 value; }
    mapping(bytes32 => Record) records;

    function register(bytes32 id, uint256 value) public {
        Record storage r = records[id];
        r.owner = msg.sender;
        Record memory copy;
        copy.value = value;
    }
}
