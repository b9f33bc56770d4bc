pragma solidity 0.8.24;

contract Queue {
    uint256[] items;

    function popLast() public {
        items.pop();
    }

    function size() public view returns (uint256 n) {
        n = items.length;
    }
}

contract Plans {
    struct Plan { uint16 length; }
    mapping(uint256 => Plan) plans;

    function set(uint256 id, uint16 n) public {
        Plan storage p = plans[id];
        p.length = n;
    }
}
