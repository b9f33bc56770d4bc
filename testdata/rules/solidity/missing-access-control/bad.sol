pragma solidity 0.8.24;

contract Wallet {
    address public owner;

    function initialize(address _owner) external { // want "solidity/missing-access-control"
        owner = _owner;
    }
}

contract Token {
    address public owner;
    mapping(address => uint256) balances;

    function transferOwnership(address next) public { // want "solidity/missing-access-control"
        owner = next;
    }

    function mint(address to, uint256 amount) external { // want "solidity/missing-access-control"
        balances[to] += amount;
    }
}

contract Fees {
    uint256 public fee;
    address public signer;

    function setFee(uint256 newFee) external { // want "solidity/missing-access-control"
        fee = newFee;
    }

    function setSigner(address s) public { // want "solidity/missing-access-control"
        signer = s;
    }
}

contract Ownable2 {
    address public owner;

    function transferOwnership(address newOwner) public virtual { // want "solidity/missing-access-control"
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        owner = newOwner;
    }
}
