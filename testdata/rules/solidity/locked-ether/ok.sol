pragma solidity 0.8.24;

contract Donations {
    address public owner = msg.sender;
    mapping(address => uint256) public given;

    function donate() external payable {
        given[msg.sender] += msg.value;
    }

    function withdraw() external {
        require(msg.sender == owner);
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        require(ok);
    }
}

contract Counter {
    uint256 public n;
    function inc() external { n += 1; }
}
